# SOURCE: https://github.com/shivanandmn/Knowledge-Tracing-SAINT/issues/6
# MISTAKE: The residual connection is taken after the LayerNorm: it returns h + MHA(h) with h = layer_norm(x), instead of adding the attention output to the ORIGINAL x (x + MHA(h)).
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def _softmax_safe(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    dtype = x.dtype
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads

    x = _layer_norm(x, gamma, beta, eps)          # pre-norm

    def split(t):
        return t.reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)

    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(head_dim)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = _softmax_safe(scores)
    ctx = weights @ v
    ctx = ctx.transpose(0, 2, 1, 3).reshape(batch, seq_len, d_model)
    out = x + ctx @ w_o                           # residual
    return out.astype(dtype, copy=False)
