import type { GatewayState } from '@daftar/contracts/endpoints/mock-gateway';

/**
 * The real API behind the mock: where each host forwards, and the switch that records every exchange (secrets
 * redacted) into the server's recording folder, or the replay in progress.
 */
export function GatewaySection(props: { state: GatewayState | undefined; onRecord: (on: boolean) => void }) {
  const { state } = props;
  const upstream = state?.upstream;
  return (
    <div className="qa-gateway">
      <p>
        Real API: main → {upstream?.main ?? 'local mock'} · pay → {upstream?.pay ?? 'local mock'}
        {state?.replay ? ` · replaying ${state.replay.dir} (${state.replay.exchanges})` : ''}
      </p>
      <label className="qa-switch" title="Writes each request and answer to a file; tokens, cookies and codes redacted">
        <input
          type="checkbox"
          checked={state?.recording !== null && state?.recording !== undefined}
          disabled={state === undefined}
          onChange={(event) => props.onRecord(event.target.checked)}
        />{' '}
        Record every exchange
        {state?.recording ? (
          <span className="qa-recording">
            {' '}
            {state.recording.exchanges} into {state.recording.dir}
          </span>
        ) : null}
      </label>
    </div>
  );
}
