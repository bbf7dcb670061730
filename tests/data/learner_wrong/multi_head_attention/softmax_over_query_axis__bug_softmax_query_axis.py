# https://github.com/labmlai/annotated_deep_learning_paper_implementations/issues/146
# attn = einsum('bihd,bjhd->bijh', q, k) followed by attn.softmax(dim=1): the softmax runs over
# the query axis i instead of the key axis j.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, n_q, d = x_q.shape
    n_k = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, n_q, num_heads, hd)
    k = (x_kv @ w_k).reshape(b, n_k, num_heads, hd)
    v = (x_kv @ w_v).reshape(b, n_k, num_heads, hd)
    attn = np.einsum("bihd,bjhd->bijh", q, k) / np.sqrt(hd)
    if mask is not None:
        m = np.broadcast_to(mask, (b, num_heads, n_q, n_k)).transpose(0, 2, 3, 1)
        attn = np.where(m, attn, -np.inf)
    mx = attn.max(axis=1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(attn - mx)
    z = e.sum(axis=1, keepdims=True)
    attn = np.where(z > 0, e / np.where(z > 0, z, 1), 0)          # softmax(dim=1)
    res = np.einsum("bijh,bjhd->bihd", attn, v).reshape(b, n_q, d)
    weights = attn.transpose(0, 3, 1, 2)
    return (res @ w_o).astype(x_q.dtype), weights.astype(x_q.dtype)
