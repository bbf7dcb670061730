# MISTAKE: Uses one fused projection and np.split(..., 3) into three equal parts, which assumes d_v == d_k; with a w_v of a different output size the split raises or hands back q/k/v of the wrong sizes.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    w_qkv = np.concatenate([w_q, w_k, w_v], axis=1)  # (d_model, 3 * d_out), GPT-style fused QKV
    qkv = x @ w_qkv
    q, k, v = np.split(qkv, 3, axis=-1)
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    return q, k, v
