import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import"./chunk-67BG23Y2.js";var p=new Set(["OWNER","MEMBER","COLLABORATOR"]),l=(e,s)=>e==="Bot"||p.has((s??"").toUpperCase());function m(e,s,r,t){return{async findReply(n){let d=(await e.paginate(e.rest.issues.listComments,{...s,issue_number:r,per_page:100,...t?{since:t}:{}})).find(o=>(o.body??"").startsWith(n)&&l(o.user?.type,o.author_association));return d?{url:d.html_url}:null},async post(n){let{data:i}=await e.rest.issues.createComment({...s,issue_number:r,body:n});return{url:i.html_url}}}}var c=`query($id: ID!) {
  node(id: $id) { ... on DiscussionComment { id replyTo { id } } }
}`,y=`query($id: ID!, $after: String) {
  node(id: $id) {
    ... on DiscussionComment {
      replies(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { body url authorAssociation author { __typename } }
      }
    }
  }
}`,f=`mutation($discussionId: ID!, $replyToId: ID!, $body: String!) {
  addDiscussionComment(input: { discussionId: $discussionId, replyToId: $replyToId, body: $body }) {
    comment { url }
  }
}`;function g(e,s){let r,t=()=>r??=e.graphql(c,{id:s.commentNodeId}).then(n=>{if(!n.node)throw new Error(`Discussion comment ${s.commentNodeId} was not found (deleted, or the token cannot read discussions).`);return n.node.replyTo?.id??n.node.id});return{async findReply(n){let i=null;for(;;){let o=(await e.graphql(y,{id:await t(),after:i})).node?.replies,a=o?.nodes.find(u=>u.body.startsWith(n)&&l(u.author?.__typename,u.authorAssociation));if(a)return{url:a.url};if(!o?.pageInfo.hasNextPage)return null;i=o.pageInfo.endCursor}},async post(n){return{url:(await e.graphql(f,{discussionId:s.discussionNodeId,replyToId:await t(),body:n})).addDiscussionComment.comment.url}}}}function R(e,s,r,t=""){return r.kind==="issue"?m(e,s,r.number,t):g(e,r)}export{R as replyThread};
