# MISTAKE: the offset has the wrong sign (j <= i + (q_len - k_len)), so with a KV cache (k_len > q_len) the newest query no longer sees every key, and with q_len > k_len too much is allowed.
import numpy as np

_rule = np.frompyfunc(lambda i, j, off: j <= i + off, 3, 1)


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    rows = np.arange(q_len).reshape(-1, 1)
    cols = np.arange(k_len).reshape(1, -1)
    return _rule(rows, cols, q_len - k_len).astype(bool)
