# MISTAKE: disallowed entries are filled with np.finfo(dtype).min (the most negative finite float, as some libraries do) instead of -inf, so they are not -inf and a fully masked row gets uniform weights instead of zeros.
import numpy as np


def _chooser(fill):
    # elementwise ufunc built from a plain python rule
    return np.frompyfunc(lambda s, keep: s if keep else fill, 2, 1)


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return np.copy(scores)
    fill = np.finfo(scores.dtype).min   # "minus infinity" that stays finite
    pick = _chooser(fill)
    return pick(scores, np.asarray(mask, dtype=bool)).astype(scores.dtype)
