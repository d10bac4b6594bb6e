import { createRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage.tsx';
import { rootRoute } from './root.ts';

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
