# MISTAKE: Masked entries are filled with the finite value -1e9 instead of -inf, so a fully masked row later gets uniform weights instead of zeros.
# MISTAKE: The output buffer is created with np.full(...) without a dtype, so float32 scores come back as float64.
import numpy as np

NEG = -1e9


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, mask.shape)
    out = np.full(shape, NEG)
    b_scores = np.broadcast_to(scores, shape)
    b_mask = np.broadcast_to(mask, shape)
    out[b_mask] = b_scores[b_mask]
    return out
