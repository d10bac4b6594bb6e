import { createRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/faq/FaqPage.tsx';
import { rootRoute } from './root.ts';

export const faqsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/faqs', component: FaqPage });
