import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mean = np.mean(x, axis=-1, keepdims=True)                     # (batch, seq_len, 1)
    centred = x - mean
    var = np.mean(centred * centred, axis=-1, keepdims=True)      # biased variance
    return centred / np.sqrt(var + eps) * gamma + beta            # (batch, seq_len, d_model)


def _safe_softmax(scores):
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)                          # fully masked row: shift by 0
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)


def _split(x, num_heads):
    b, t, d = x.shape
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3)  # (b, t, d) -> (b, t, h, hd) -> (b, h, t, hd)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)          # (b, h, t, hd) -> (b, t, h, hd) -> (b, t, d)


def _mha(h, w_q, w_k, w_v, w_o, num_heads, mask, scale_dim=None):
    d_model = h.shape[-1]
    if num_heads < 1 or d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    q = _split(h @ w_q, num_heads)                                # (b, heads, t, hd)
    k = _split(h @ w_k, num_heads)
    v = _split(h @ w_v, num_heads)
    hd = q.shape[-1] if scale_dim is None else scale_dim
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)             # (b, heads, t, t)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    weights = _safe_softmax(scores)                               # (b, heads, t, t)
    return _merge(weights @ v) @ w_o                              # (b, heads, t, hd) -> (b, t, d) -> (b, t, d)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    h = _layer_norm(x, gamma, beta, eps)
    return h + _mha(h, w_q, w_k, w_v, w_o, num_heads, mask)  # adds the normalised h, not the raw x
