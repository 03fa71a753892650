import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Sizes measured in the browser after the page has rendered, and again whenever they change.
 * Each is null on the server and in the first render in the browser, so the prerendered HTML and
 * the hydrating page agree; the measurement follows in an effect (ResizeObserver).
 */

/** The element's content box, in CSS pixels. */
export interface BoxSize {
  width: number;
  height: number;
}

/** The size of an element's content box. */
export function useBoxSize<E extends HTMLElement>(): [RefObject<E | null>, BoxSize | null] {
  const ref = useRef<E>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((last) => (last && last.width === width && last.height === height ? last : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

/**
 * Whether an element's content is wider than the element (it scrolls sideways), checked when the
 * element or its first child (a table growing a row or a column) changes size.
 */
export function useOverflowsSideways<E extends HTMLElement>(): [RefObject<E | null>, boolean | null] {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}
