import numpy as np


def _split(x, num_heads):
    b, t, d = x.shape
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3)  # (b, t, d) -> (b, t, h, hd) -> (b, h, t, hd)


def _merge(x):
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)          # (b, h, t, hd) -> (b, t, h, hd) -> (b, t, d)


def _safe_softmax(scores):
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)                          # all keys masked: shift by 0
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)



def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    h = num_heads
    q = _split(x_dec @ w_q, h)
    k = _split(x_enc @ w_k, h)
    v = _split(x_enc @ w_v, h)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(x_dec.shape[-1])  # sqrt(d_model), not sqrt(head_dim)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    weights = _safe_softmax(scores)
    return _merge(weights @ v) @ w_o, weights
