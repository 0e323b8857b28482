import { Component, type ReactNode } from 'react';

/** Shows the fallback when a question type's review screen cannot draw this answer. */
export class ReviewScreenBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
