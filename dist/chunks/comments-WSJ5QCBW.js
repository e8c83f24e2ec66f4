import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import"./chunk-TZN7URKK.js";var p=new Set(["OWNER","MEMBER","COLLABORATOR"]),l=(e,s)=>e==="Bot"||p.has((s??"").toUpperCase());function m(e,s,t,o){return{async findReply(n){let d=(await e.paginate(e.rest.issues.listComments,{...s,issue_number:t,per_page:100,...o?{since:o}:{}})).find(r=>(r.body??"").startsWith(n)&&l(r.user?.type,r.author_association));return d?{url:d.html_url}:null},async post(n){let{data:i}=await e.rest.issues.createComment({...s,issue_number:t,body:n});return{url:i.html_url}}}}var c=`query($id: ID!) {
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
}`;function g(e,s){let t,o=()=>t??=e.graphql(c,{id:s.commentNodeId}).then(n=>{if(!n.node)throw new Error(`Discussion comment ${s.commentNodeId} was not found (deleted, or the token cannot read discussions).`);return n.node.replyTo?.id??n.node.id});return{async findReply(n){let i=null;for(;;){let r=(await e.graphql(y,{id:await o(),after:i})).node?.replies,u=r?.nodes.find(a=>a.body.startsWith(n)&&l(a.author?.__typename,a.authorAssociation));if(u)return{url:u.url};if(!r?.pageInfo.hasNextPage)return null;i=r.pageInfo.endCursor}},async post(n){return{url:(await e.graphql(f,{discussionId:s.discussionNodeId,replyToId:await o(),body:n})).addDiscussionComment.comment.url}}}}function R(e,s,t,o=""){return t.kind==="issue"?m(e,s,t.number,o):g(e,t)}export{R as replyThread};
