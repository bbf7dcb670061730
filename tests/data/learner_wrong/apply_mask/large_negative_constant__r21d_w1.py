# MISTAKE: uses a large finite stand-in -1e9 instead of -inf, so hidden entries are not exactly -inf (and a hidden score near -1e9 or a fully masked row behaves wrongly).
import numpy as np


def apply_mask(scores, mask):
    s = np.array(scores, copy=True)
    if mask is None:
        return s
    m = np.broadcast_to(np.asarray(mask, dtype=bool), np.broadcast_shapes(s.shape, np.shape(mask)))
    out = np.broadcast_to(s, m.shape).copy()
    out[~m] = -1e9
    return out
