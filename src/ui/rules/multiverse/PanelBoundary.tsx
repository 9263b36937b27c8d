// A fault drawing the panel costs the panel, never the table: it is hidden and the game goes on.
import { Component, type ReactNode } from 'react';

export class PanelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[fudaba] Multiverse panel:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
