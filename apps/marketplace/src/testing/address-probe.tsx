import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Test id of the text showing the current address (path and query). */
export const addressTestId = 'page-address';

/**
 * Story and test helper: the screen, followed by its address and the browser's Back and Forward
 * (a memory router has no address bar), so a play function can read and travel the history.
 */
export function withAddressBar(Screen: ComponentType): ComponentType {
  return function ScreenWithAddress() {
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <Screen />
        <div>
          <span data-testid={addressTestId}>{`${location.pathname}${location.search}`}</span>
          <button type="button" onClick={() => navigate(-1)}>
            Back
          </button>
          <button type="button" onClick={() => navigate(1)}>
            Forward
          </button>
        </div>
      </>
    );
  };
}
