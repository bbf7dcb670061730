import numpy as np


def apply_mask(scores, mask):
    # Element-by-element walk over the broadcast shape with np.ndindex.
    scores = np.asarray(scores)
    if mask is None:
        return np.array(scores, copy=True)
    mask = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, mask.shape)
    s_b = np.broadcast_to(scores, shape)
    m_b = np.broadcast_to(mask, shape)
    out = np.empty(shape, dtype=scores.dtype)
    neg_inf = scores.dtype.type(-np.inf)
    for idx in np.ndindex(*shape):
        out[idx] = s_b[idx] if m_b[idx] else neg_inf
    return out
