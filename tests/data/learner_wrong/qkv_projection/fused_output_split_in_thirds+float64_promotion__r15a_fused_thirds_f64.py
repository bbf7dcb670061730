# wrong: fused in_proj split into three EQUAL thirds (wrong when d_v != d_k), AND missing biases are replaced by float64 np.zeros so float32 input returns float64
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    w = np.concatenate([w_q, w_k, w_v], axis=1)
    bs = [b if b is not None else np.zeros(wi.shape[1]) for b, wi in ((b_q, w_q), (b_k, w_k), (b_v, w_v))]
    b = np.concatenate(bs)
    qkv = x @ w + b
    q, k, v = np.split(qkv, 3, axis=-1)
    return q, k, v
