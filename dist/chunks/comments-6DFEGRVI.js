import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import"./chunk-TZN7URKK.js";function l(n,s,r,o){return{async findReply(e){let d=(await n.paginate(n.rest.issues.listComments,{...s,issue_number:r,per_page:100,...o?{since:o}:{}})).find(i=>(i.body??"").startsWith(e));return d?{url:d.html_url}:null},async post(e){let{data:t}=await n.rest.issues.createComment({...s,issue_number:r,body:e});return{url:t.html_url}}}}var p=`query($id: ID!) {
  node(id: $id) { ... on DiscussionComment { id replyTo { id } } }
}`,m=`query($id: ID!, $after: String) {
  node(id: $id) {
    ... on DiscussionComment {
      replies(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { body url }
      }
    }
  }
}`,c=`mutation($discussionId: ID!, $replyToId: ID!, $body: String!) {
  addDiscussionComment(input: { discussionId: $discussionId, replyToId: $replyToId, body: $body }) {
    comment { url }
  }
}`;function y(n,s){let r,o=()=>r??=n.graphql(p,{id:s.commentNodeId}).then(e=>{if(!e.node)throw new Error(`Discussion comment ${s.commentNodeId} was not found (deleted, or the token cannot read discussions).`);return e.node.replyTo?.id??e.node.id});return{async findReply(e){let t=null;for(;;){let i=(await n.graphql(m,{id:await o(),after:t})).node?.replies,a=i?.nodes.find(u=>u.body.startsWith(e));if(a)return{url:a.url};if(!i?.pageInfo.hasNextPage)return null;t=i.pageInfo.endCursor}},async post(e){return{url:(await n.graphql(c,{discussionId:s.discussionNodeId,replyToId:await o(),body:e})).addDiscussionComment.comment.url}}}}function f(n,s,r,o=""){return r.kind==="issue"?l(n,s,r.number,o):y(n,r)}export{f as replyThread};
