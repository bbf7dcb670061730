# wrong (two mistakes): the residual adds the normalised h instead of the original x, AND scale = 1/np.sqrt(head_dim) with an int head_dim is a float64 scalar, so float32 input comes back float64
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads
    mean = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    h = gamma * (x - mean) / np.sqrt(var + eps) + beta
    q = (h @ w_q).reshape(batch, seq_len, num_heads, head_dim).swapaxes(1, 2)
    k = (h @ w_k).reshape(batch, seq_len, num_heads, head_dim).swapaxes(1, 2)
    v = (h @ w_v).reshape(batch, seq_len, num_heads, head_dim).swapaxes(1, 2)
    scale = 1 / np.sqrt(head_dim)
    scores = (q @ k.swapaxes(-1, -2)) * scale
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = scores.max(-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0, row_max)
    w = np.exp(scores - row_max)
    denom = w.sum(-1, keepdims=True)
    w = np.where(denom > 0, w / np.where(denom > 0, denom, 1), 0)
    attn = (w @ v).swapaxes(1, 2).reshape(batch, seq_len, d_model) @ w_o
    return h + attn
