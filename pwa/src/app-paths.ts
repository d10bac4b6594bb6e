// The static paths of SPEC §2's route table. Links are typed against this list rather than against the
// registered route tree, so the shell can link to screens that later features register.
export type AppPath =
  | '/'
  | '/register'
  | '/sign-in'
  | '/faqs'
  | '/ask'
  | '/terms'
  | '/search'
  | '/new-blog'
  | '/user-blogs'
  | '/tasks'
  | '/my-account'
  | '/admin-dash'
  | '/admin-blogs'
  | '/admin-users'
  | '/admin-new-blog'
  | '/email-page'
  | '/view-sent-emails'
  | '/admin-messages';
