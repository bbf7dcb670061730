import numpy as np

def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    out = np.array(np.broadcast_to(scores, shape), dtype=scores.dtype)
    np.copyto(out, -np.inf, where=~np.broadcast_to(mask, shape))
    return out
