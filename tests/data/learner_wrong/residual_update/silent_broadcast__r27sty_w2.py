# MISTAKE: the shape check only rejects shapes whose broadcast differs from e.shape, so a (seq_len, 1) or (d_model,) delta_e is silently broadcast instead of raising ValueError.
import operator
import numpy as np

_add = np.frompyfunc(operator.add, 2, 1)


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    try:
        joint = np.broadcast_shapes(e.shape, delta_e.shape)
    except ValueError:
        raise ValueError("e and delta_e do not match")
    if joint != e.shape:
        raise ValueError("e and delta_e do not match")
    return _add(e, delta_e).astype(e.dtype)
