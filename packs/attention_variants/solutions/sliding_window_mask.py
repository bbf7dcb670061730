"""Reference: a causal sliding-window (local) attention mask.

Query i sits at position p = i + (k_len − q_len) (bottom-right aligned, as the causal masks of this
dojo, so with a KV cache the newest query is the last position). It may attend to the `window`
most recent keys up to itself: p − window < j ≤ p. Longformer (Beltagy et al. 2020, §3.1) and
Mistral 7B (Jiang et al. 2023, "sliding window attention") use this pattern; a window of at least
k_len is the plain causal mask.
"""

import numpy as np


def sliding_window_mask(q_len, window, k_len=None):
    """Bool (q_len, k_len): True where query i may attend to key j."""
    if window < 1:
        raise ValueError(f"window must be >= 1, got {window}")
    k_len = q_len if k_len is None else k_len
    p = np.arange(q_len)[:, None] + (k_len - q_len)  # (q_len, 1) absolute query positions
    j = np.arange(k_len)[None, :]  # (1, k_len)
    return (j <= p) & (j > p - window)
