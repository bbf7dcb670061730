# Wrong: fused W_qkv split into 3 equal parts (wrong sizes / ValueError when d_v != d_k), and the missing biases default to np.zeros (float64), so float32 inputs come out float64.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    w = np.concatenate([w_q, w_k, w_v], axis=1)
    bias = np.concatenate([
        b_q if b_q is not None else np.zeros(w_q.shape[1]),
        b_k if b_k is not None else np.zeros(w_k.shape[1]),
        b_v if b_v is not None else np.zeros(w_v.shape[1]),
    ])
    qkv = x @ w + bias
    q, k, v = np.split(qkv, 3, axis=-1)
    return q, k, v
