# kr_setup_target(<target>): our own compile flags. Warnings are errors in our
# code; third-party headers come in as SYSTEM includes so they do not count.
function(kr_setup_target target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow
    -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
    -Wconversion -Wno-sign-conversion -Werror)
  if(KR_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=${KR_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_link_options(${target} PRIVATE -fsanitize=${KR_SANITIZE})
  endif()
endfunction()
