# MISTAKE: dtype -- the output buffer is created with np.full(shape, -np.inf) without a dtype, so float32 scores come back as float64.
import numpy as np


def apply_mask(scores, mask):
    if mask is None:
        return scores.copy()
    shape = np.broadcast_shapes(scores.shape, np.shape(mask))
    out = np.full(shape, -np.inf)
    s_b = np.broadcast_to(scores, shape)
    m_b = np.broadcast_to(mask, shape)
    out[m_b] = s_b[m_b]
    return out
