import numpy as np


def sliding_window_mask(q_len, window, k_len=None):
    """A causal sliding-window (local attention) mask.

    Args:
        q_len: number of queries (int >= 1).
        window: how many keys each query may see, itself included (int >= 1; otherwise ValueError).
        k_len: number of keys (int >= 1); defaults to q_len.

    Returns:
        bool array (q_len, k_len). Query i sits at position p = i + (k_len - q_len) (bottom-right
        aligned, as with a KV cache) and may attend to key j iff p - window < j <= p.

    Example:
        >>> sliding_window_mask(3, 2)
        array([[ True, False, False],
               [ True,  True, False],
               [False,  True,  True]])

    Source: Beltagy et al. 2020 (Longformer), §3.1; Jiang et al. 2023 (Mistral 7B), §2.
    """
    raise NotImplementedError
