// Every screen's route, in SPEC §2 route-table order. A feature adds its route file here.
import { faqsRoute } from './faqs.ts';
import { homeRoute } from './index.ts';
import { rootRoute } from './root.ts';
import { termsRoute } from './terms.ts';

export const routeTree = rootRoute.addChildren([homeRoute, faqsRoute, termsRoute]);
