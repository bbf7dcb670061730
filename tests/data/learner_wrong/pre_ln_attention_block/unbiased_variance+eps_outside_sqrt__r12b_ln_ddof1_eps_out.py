# WRONG: two LayerNorm mistakes: unbiased variance (ddof=1) and eps added outside the square root (std + eps); attention and the residual on the original x are right.
import numpy as np


def _ln(x, g, b, eps):
    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True, ddof=1)
    return g * (x - mean) / (std + eps) + b


def _softmax_masked(s):
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(top == -np.inf, 0, top)
    e = np.exp(s - top)
    tot = e.sum(axis=-1, keepdims=True)
    return np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, n, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    h = _ln(x, gamma, beta, eps)
    qkv = [(h @ w).reshape(b, n, num_heads, hd).transpose(0, 2, 1, 3) for w in (w_q, w_k, w_v)]
    s = np.einsum("bhqd,bhkd->bhqk", qkv[0], qkv[1]) / (hd ** 0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    a = _softmax_masked(s)
    o = np.einsum("bhqk,bhkd->bqhd", a, qkv[2]).reshape(b, n, d) @ w_o
    return (x + o).astype(x.dtype)
