import { createContext, createElement, lazy, useContext, type ComponentType, type ReactElement } from 'react';

/**
 * While a page is prerendered, the modules its lazy pages come from are collected here, so the
 * build can announce them with <link rel="modulepreload"> (shared/build/prerender).
 */
export const LazyModuleCollector = createContext<Set<string> | null>(null);

export type LazyPage<P extends object> = ((props: P) => ReactElement) & {
  /** Starts downloading the page's module; resolves once it has arrived. */
  preload(): Promise<void>;
};

/**
 * A page whose code is downloaded on demand: `lazyPage(() => import('./pages/services-page'))`,
 * the module's default export being the page. Unlike React.lazy it renders at once, without
 * suspending, once its module has arrived (a preload on hover, or an earlier visit), so a
 * navigation never flashes a loading state; until then it suspends. While the server's HTML is
 * hydrated, a page whose module has not arrived yet keeps the server's HTML until it has.
 *
 * Write it exactly in that form: the build adds the module's source path as a second argument
 * (shared/build, lazyPageIds), which the prerender collects.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  moduleId?: string,
): LazyPage<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        component = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Until the module has arrived, React.lazy suspends the page. React.lazy remembers a failure,
  // so a failed download gets a fresh one: the next render (a Retry) downloads again.
  const pendingPage = (): ComponentType<P> =>
    lazy(async () => {
      try {
        await preload();
      } catch (error) {
        pending = pendingPage();
        throw error;
      }
      return { default: component as ComponentType<P> };
    });
  let pending = pendingPage();
  function Page(props: P) {
    const collector = useContext(LazyModuleCollector);
    if (collector && moduleId) collector.add(moduleId);
    return createElement(component ?? pending, props);
  }
  return Object.assign(Page, { preload });
}
