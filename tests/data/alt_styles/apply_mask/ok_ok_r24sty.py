import numpy as np


def apply_mask(scores, mask):
    """Hide disallowed keys with a masked array, then fill the holes with -inf."""
    scores = np.asarray(scores)
    if mask is None:
        return scores.copy()
    mask = np.asarray(mask, dtype=bool)
    shape = np.broadcast_shapes(scores.shape, mask.shape)
    # np.ma marks True as "invalid", the opposite of our attend-convention
    hidden = np.ma.masked_array(
        np.broadcast_to(scores, shape),
        mask=~np.broadcast_to(mask, shape),
        dtype=scores.dtype,
    )
    out = hidden.filled(-np.inf)
    return np.array(out, dtype=scores.dtype, copy=True)
