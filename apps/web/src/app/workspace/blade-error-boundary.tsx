import { Component, type ReactNode } from "react";
import { ErrorCallout } from "../../ui/error-callout";

interface State {
  error: unknown;
}

/** Keeps a failing blade (a chunk that did not load, a render error) inside its own frame. */
export class BladeErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error !== null) return <ErrorCallout error={this.state.error} />;
    return this.props.children;
  }
}
