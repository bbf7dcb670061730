# MISTAKE: padding-mask layout slip: the (batch, t_enc) mask is laid out as (batch, 1, t_enc, 1) -- i.e. applied over the QUERY axis -- via mask[:, None, :, None]; only broadcasts when t_dec == t_enc (or t_enc == 1) and then masks the wrong entries.
import numpy as np


def _heads(t, h):
    b, n, d = t.shape
    return np.transpose(t.reshape(b, n, h, d // h), (0, 2, 1, 3))


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec); x_enc = np.asarray(x_enc)
    if x_dec.shape[-1] % num_heads:
        raise ValueError("bad")
    q, k, v = _heads(x_dec @ w_q, num_heads), _heads(x_enc @ w_k, num_heads), _heads(x_enc @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if enc_padding_mask is not None:
        s = np.where(np.asarray(enc_padding_mask, bool)[:, None, :, None], s, -np.inf)
    rows = []
    for row in s.reshape(-1, s.shape[-1]):
        if np.all(np.isneginf(row)):
            rows.append(np.zeros_like(row))
        else:
            ex = np.exp(row - row.max())
            rows.append(ex / ex.sum())
    w = np.array(rows).reshape(s.shape)
    B, H, T, hd = (w @ v).shape
    ctx = np.transpose(w @ v, (0, 2, 1, 3)).reshape(B, T, H * hd)
    return (ctx @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
