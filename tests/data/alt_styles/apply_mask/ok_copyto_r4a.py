# correct: broadcast to a new array, then copy -inf where the mask is False
import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    m = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, m.shape)
    out = np.array(np.broadcast_to(scores, shape), dtype=scores.dtype, copy=True)
    np.copyto(out, np.array(-np.inf, dtype=scores.dtype), where=~np.broadcast_to(m, shape))
    return out
