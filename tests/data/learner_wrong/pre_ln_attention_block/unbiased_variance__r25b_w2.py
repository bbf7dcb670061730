# MISTAKE: LayerNorm uses the unbiased (sample) variance, np.var(..., ddof=1) as in pandas' .var(), instead of the biased variance over d_model.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, ddof=1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    h = layer_norm(x, gamma, beta, eps)
    q = (h @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    z = np.sum(e, axis=-1, keepdims=True)
    attn = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = (attn @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o
    return (x + out).astype(x.dtype, copy=False)
