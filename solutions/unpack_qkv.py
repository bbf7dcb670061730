"""Reference: unpack PyTorch's packed QKV projection into (d_in, d_out) matrices.

torch.nn.MultiheadAttention keeps the three input projections in one parameter
in_proj_weight of shape (3 E, E): rows [0:E] = W_Q, [E:2E] = W_K, [2E:3E] = W_V, each stored as
nn.Linear does, (d_out, d_in), and applied as x @ W.T + b (see _in_projection_packed in
torch/nn/functional.py). Our convention is x @ W with W (d_in, d_out), so each block is transposed.
"""

import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    """(3E, E) [W_Q; W_K; W_V] (+ (3E,) bias) -> (w_q, w_k, w_v) as (E, E) x@W matrices, (b_q, b_k, b_v)."""
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"w_qkv must have shape (3 * d_model, d_model), got {w_qkv.shape}")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)           # bias=False is the same as a zero bias
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError(f"b_qkv must have shape ({3 * d},), got {b_qkv.shape}")
    blocks = w_qkv.reshape(3, d, d)                          # (3E, E) -> (3, E_out, E_in): [W_Q, W_K, W_V]
    w_q, w_k, w_v = (blocks[i].T.copy() for i in range(3))   # each (E_out, E_in) -> (E_in, E_out)
    b_q, b_k, b_v = (b_qkv[i * d:(i + 1) * d].copy() for i in range(3))  # (3E,) -> three (E,)
    return w_q, w_k, w_v, b_q, b_k, b_v
