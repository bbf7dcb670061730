import numpy as np
from functools import reduce


def residual_update(e, delta_e):
    e, delta_e = np.asarray(e), np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ: %s vs %s" % (e.shape, delta_e.shape))
    # fold over the update list (here just one update), never in place
    return reduce(lambda acc, d: np.add(acc, d.astype(e.dtype, copy=False)), [delta_e], e.copy())
