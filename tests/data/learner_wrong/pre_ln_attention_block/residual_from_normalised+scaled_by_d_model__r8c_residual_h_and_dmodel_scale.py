# Two mistakes: the residual adds the normalised h instead of the original x, and scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q = (h @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(D)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    w = np.exp(scores - m)
    z = w.sum(-1, keepdims=True)
    w = np.where(z > 0, w / np.where(z > 0, z, 1), 0.0)
    a = (w @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o
    return (h + a).astype(x.dtype)
