// Every screen's route, in SPEC §2 route-table order. A feature adds its route file here; screens for
// logged-in users go under authRoute, admin screens under adminRoute (routes/_admin.ts).
import { adminRoute } from './_admin.ts';
import { authRoute } from './_auth.ts';
import { adminBlogsRoute } from './admin-blogs.ts';
import { adminDashRoute } from './admin-dash.ts';
import { adminMessagesRoute } from './admin-messages.ts';
import { adminNewBlogRoute } from './admin-new-blog.ts';
import { adminUsersRoute } from './admin-users.ts';
import { askRoute } from './ask.ts';
import { emailPageRoute } from './email-page.ts';
import { faqsRoute } from './faqs.ts';
import { homeRoute } from './index.ts';
import { manageImagesRoute } from './manage-images.ts';
import { myAccountRoute } from './my-account.ts';
import { newBlogRoute } from './new-blog.ts';
import { publicBlogRoute } from './public-blog.ts';
import { registerRoute } from './register.ts';
import { rootRoute } from './root.ts';
import { searchRoute } from './search.ts';
import { signInRoute } from './sign-in.ts';
import { tasksRoute } from './tasks.ts';
import { termsRoute } from './terms.ts';
import { userBlogRoute } from './user-blog.ts';
import { userBlogsRoute } from './user-blogs.ts';
import { sentEmailRoute } from './view-sent-email-data-page.ts';
import { sentEmailsRoute } from './view-sent-emails.ts';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  registerRoute,
  signInRoute,
  faqsRoute,
  askRoute,
  termsRoute,
  searchRoute,
  authRoute.addChildren([
    newBlogRoute,
    userBlogsRoute,
    userBlogRoute,
    tasksRoute,
    manageImagesRoute,
    myAccountRoute,
    publicBlogRoute,
    adminRoute.addChildren([
      adminDashRoute,
      adminBlogsRoute,
      adminUsersRoute,
      adminNewBlogRoute,
      emailPageRoute,
      sentEmailsRoute,
      sentEmailRoute,
      adminMessagesRoute,
    ]),
  ]),
]);
