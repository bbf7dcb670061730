import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return np.array(scores, copy=True)
    mask = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, mask.shape)
    out = np.array(np.broadcast_to(scores, shape), dtype=scores.dtype, copy=True)
    np.copyto(out, -np.inf, where=~np.broadcast_to(mask, shape))
    return out
