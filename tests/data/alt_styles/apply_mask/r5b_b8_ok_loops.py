import numpy as np


def apply_mask(scores, mask):
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    m = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, m.shape)
    s_b, m_b = np.broadcast_to(scores, shape), np.broadcast_to(m, shape)
    out = np.empty(shape, dtype=scores.dtype)
    for idx in np.ndindex(*shape):
        out[idx] = s_b[idx] if m_b[idx] else -np.inf
    return out
