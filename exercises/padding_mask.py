import numpy as np


def padding_mask(lengths, max_len):
    """Boolean key-padding mask for a right-padded batch of sequences.

    Args:
        lengths: the true length of each sequence, shape ``(batch,)``: a Python list of ints or an
            integer ndarray. Every length is between ``0`` (an empty sequence) and ``max_len``.
        max_len: int >= 1, the padded length (the number of key positions).

    Returns:
        ndarray of dtype ``bool`` and shape ``(batch, max_len)``. ``mask[b, t]`` is ``True`` when
        position ``t`` of sequence ``b`` is a real token (``t < lengths[b]``) and ``False`` when it is
        padding.

    Conventions:
        * ``True`` = real token = may be attended to (same meaning as the causal mask and PyTorch's
          boolean ``attn_mask``). Note that PyTorch's ``key_padding_mask`` uses the opposite meaning.
        * Right padding: the real tokens come first, the padding fills the end of each row.
        * A sequence of length 0 gives a row of ``False``; length ``max_len`` a row of ``True``.
        * To use it on scores ``(batch, num_heads, q_len, k_len)``, index it as ``mask[:, None, None, :]``.
        * Do not modify ``lengths``.

    Raises:
        Nothing for valid lengths.

    Source: Vaswani et al. 2017, "Attention Is All You Need", §3.2.3 (masking by setting scores to
    -inf before the softmax of eq. 1), applied to padding positions of a batch.
    """
    raise NotImplementedError
