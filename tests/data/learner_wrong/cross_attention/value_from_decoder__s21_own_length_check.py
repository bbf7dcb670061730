# values projected from the decoder input (x_dec @ w_v) instead of the encoder's; its own check refuses
# the lengths that then do not match
import numpy as np


def _heads(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec, x_enc = np.asarray(x_dec), np.asarray(x_enc)
    b, t_dec, d = x_dec.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    q, k, v = _heads(x_dec @ w_q, num_heads), _heads(x_enc @ w_k, num_heads), _heads(x_dec @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d // num_heads)
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(m), m, 0.0))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    if w.shape[-1] != v.shape[-2]:
        raise ValueError("weights and values do not line up")
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
