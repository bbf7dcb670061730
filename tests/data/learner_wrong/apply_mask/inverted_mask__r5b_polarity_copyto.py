# mistake: mask polarity flipped (True treated as "hide", PyTorch masked_fill style), written with copyto
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    out = np.broadcast_to(scores, shape).copy()
    np.copyto(out, -np.inf, where=np.broadcast_to(mask, shape))
    return out
