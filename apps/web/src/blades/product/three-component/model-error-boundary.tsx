import { Component, type ReactNode } from "react";

interface ModelErrorBoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Inside the canvas: a model that fails to load draws nothing and reports why, leaving the rest of the scene. */
export class ModelErrorBoundary extends Component<ModelErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
