import numpy as np


def causal_mask(q_len, k_len=None):
    """Boolean causal ("look-ahead") mask for attention scores of shape ``(q_len, k_len)``.

    Args:
        q_len: int >= 1, the number of queries (rows of the score matrix).
        k_len: int >= 1 or None, the number of keys (columns). ``None`` (the default) means
            ``k_len = q_len``: ordinary causal self-attention over one sequence.

    Returns:
        ndarray of dtype ``bool`` and shape ``(q_len, k_len)``. ``mask[i, j]`` is ``True`` when
        query ``i`` may attend to key ``j`` and ``False`` when that key is in its future.

    Conventions:
        * ``True`` = may attend (the boolean ``attn_mask`` of PyTorch's
          ``scaled_dot_product_attention``), not "is masked". Return booleans, not 0/1 or 0/-inf.
        * Bottom-right aligned: query ``i`` may see key ``j`` iff ``j <= i + (k_len - q_len)``.
          The last query always sits on the last key.
          - ``q_len == k_len``: the usual lower triangle, diagonal included (a token sees itself).
          - ``k_len > q_len`` (a KV cache of earlier tokens): the newest query sees every key.
          - ``q_len > k_len``: the first ``q_len - k_len`` rows are all ``False`` (nothing to see yet).

    Raises:
        Nothing for valid lengths.

    Source: Vaswani et al. 2017, "Attention Is All You Need", §3.2.3: in the decoder, illegal
    (future) connections are masked out by setting their scores to -inf before the softmax.
    """
    raise NotImplementedError
