import { type ComponentType, type ReactNode, useEffect, useReducer } from 'react';

/**
 * A part of the page drawn only once it is opened (a drawer, a dialog, a menu), its code a chunk of
 * its own asked for the first time the part is drawn, or earlier through `load` (a pointer coming
 * to its button). Until the code is here it draws `whileLoading` (nothing by default), then itself.
 *
 * React's `lazy` would suspend instead, and React holds back the reveal of a suspended part until
 * 300 ms after its fallback was shown (its throttle for loading states): every first open of the
 * cart, a menu or the quick view took that long on top of the download. This never suspends.
 */
export function partOnDemand<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<boolean> | null = null;

  /** Asks for the part's code once; true when it is here, false when it could not come (asked again next time). */
  function loadPart(): Promise<boolean> {
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return true;
      },
      () => {
        loading = null;
        return false;
      },
    );
    return loading;
  }

  function PartOnDemand({ whileLoading = null, ...props }: Props & { whileLoading?: ReactNode }) {
    const [, drawAgain] = useReducer((draws: number) => draws + 1, 0);
    useEffect(() => {
      if (!Loaded) void loadPart().then(() => drawAgain());
    }, []);
    return Loaded ? <Loaded {...(props as Props)} /> : whileLoading;
  }

  return Object.assign(PartOnDemand, { load: loadPart });
}
