# MISTAKE: the residual adds the normalised h instead of the original x (returns h + attention).
# MISTAKE: the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("bad num_heads")
    Hd = D // num_heads
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    x = gamma * (x - mean) / np.sqrt(var + eps) + beta
    q = (x @ w_q).reshape(B, T, num_heads, Hd).swapaxes(1, 2)
    k = (x @ w_k).reshape(B, T, num_heads, Hd).swapaxes(1, 2)
    v = (x @ w_v).reshape(B, T, num_heads, Hd).swapaxes(1, 2)
    scores = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(D).astype(x.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    top = np.max(scores, axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0, top)
    w = np.exp(scores - top)
    n = w.sum(-1, keepdims=True)
    w = np.divide(w, n, out=np.zeros_like(w), where=n > 0)
    attn = np.einsum("bhij,bhjd->bhid", w, v).swapaxes(1, 2).reshape(B, T, D) @ w_o
    return x + attn
