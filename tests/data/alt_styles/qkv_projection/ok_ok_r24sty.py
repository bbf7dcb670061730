import numpy as np


def _project(x, w, b):
    if x.shape[-1] != w.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features but the weight expects {w.shape[0]}")
    y = np.einsum('...i,io->...o', x, w)
    return y if b is None else y + b


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    weights = map(np.asarray, (w_q, w_k, w_v))
    biases = (None if b is None else np.asarray(b) for b in (b_q, b_k, b_v))
    return tuple(_project(x, w, b) for w, b in zip(weights, biases))
